import { Combobox, useFilter, useListCollection } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { regionLabel } from '@/lib/time-zone-text';
import { browserTimeZone, runtimeTimeZones, timeZoneOptions, type TimeZoneOption } from '@/shared/time-zones';
import type { FieldControlProps } from './LabelledField';

const YOURS = '\u0000yours';

export interface TimeZonePickerProps {
  control: FieldControlProps;
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  name?: string;
}

/**
 * A searchable list of every time zone: the browser's own first, then by region from west to
 * east, each as "Sydney (UTC+11:00)". Typing a city, a region, an id or an offset ("UTC+2")
 * narrows it; arrows, Enter and Escape work as in any combobox. Inside a LabelledField, whose
 * label names it.
 */
export function TimeZonePicker({ control, value, onChange, onBlur, name }: TimeZonePickerProps) {
  // About 420 zones with their offsets: worked out once per picker, with the saved zone kept.
  const [options] = useState<TimeZoneOption[]>(() => timeZoneOptions(runtimeTimeZones(), { yours: browserTimeZone(), keep: value || undefined }));
  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter } = useListCollection<TimeZoneOption>({
    initialItems: options,
    itemToString: (option) => option.label,
    itemToValue: (option) => option.value,
    groupBy: (option) => (option.yours ? YOURS : option.region),
    filter: (_text, query, option) => contains(`${option.search} ${regionLabel(option.region)}`, query),
  });
  const { id: _id, ...described } = control;

  return (
    <Combobox.Root
      collection={collection}
      // Uncontrolled: a controlled value lags one render behind a pick made from a filtered
      // list, and the input would be emptied. Nothing else in the form changes the zone.
      defaultValue={value ? [value] : []}
      defaultInputValue={options.find((option) => option.value === value)?.label ?? ''}
      onValueChange={(details) => {
        const next = details.value[0];
        if (next) onChange(next);
      }}
      // Only what the user types narrows the list: a pick writes the zone's label into the
      // input, and filtering by that would empty the list under the chosen zone.
      onInputValueChange={(details) => filter(!details.reason || details.reason === 'input-change' ? details.inputValue : '')}
      // Opening shows every zone again, not only the one whose name fills the input.
      onOpenChange={(details) => {
        if (details.open) filter('');
      }}
      openOnClick
      inputBehavior="autohighlight"
      lazyMount
      unmountOnExit
      positioning={{ sameWidth: true }}
      name={name}
    >
      <Combobox.Control>
        <Combobox.Input {...described} placeholder={m.tz_search_placeholder()} onBlur={onBlur} data-time-zones="" />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger aria-label={m.tz_show_all()} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content maxH="72" overflowY="auto">
          <Combobox.Empty>{m.tz_no_match()}</Combobox.Empty>
          {collection.group().map(([group, items]) => (
            <Combobox.ItemGroup key={group}>
              <Combobox.ItemGroupLabel fontWeight="semibold" color="fg">
                {group === YOURS ? m.tz_yours_group() : regionLabel(group)}
              </Combobox.ItemGroupLabel>
              {items.map((option) => (
                <Combobox.Item key={option.value} item={option}>
                  <Combobox.ItemText>{option.label}</Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.ItemGroup>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
    </Combobox.Root>
  );
}
