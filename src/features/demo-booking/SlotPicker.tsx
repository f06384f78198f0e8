import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { intlLocale } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import type { DemoSlot } from '@/machines/demo-booking.machine';

interface SlotPickerProps {
  slots: DemoSlot[];
  chosen: string | null;
  locale: Locale;
  onChoose: (startsAt: string) => void;
}

/** Free slots by day, in the visitor's own time zone; one radio group, so arrow keys move between times. */
export function SlotPicker({ slots, chosen, locale, onChoose }: SlotPickerProps) {
  const day = new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'long', day: 'numeric', month: 'long' });
  const time = new Intl.DateTimeFormat(intlLocale(locale), { hour: 'numeric', minute: '2-digit' });
  const days = new Map<string, DemoSlot[]>();
  for (const slot of slots) {
    const key = day.format(new Date(slot.starts_at));
    days.set(key, [...(days.get(key) ?? []), slot]);
  }
  return (
    <Box as="fieldset" borderWidth="0" p="0" m="0">
      <Box as="legend" fontWeight="semibold" fontSize="lg" mb="3">
        {m.demobook_slots_legend()}
      </Box>
      <Stack gap="4" maxH="26rem" overflowY="auto" pe="2">
        {[...days].map(([label, daySlots]) => (
          <Box key={label}>
            <Heading as="h3" size="sm" mb="2" textTransform="capitalize">
              {label}
            </Heading>
            <Flex gap="2" wrap="wrap">
              {daySlots.map((slot) => {
                const id = `slot-${slot.starts_at}`;
                const selected = chosen === slot.starts_at;
                return (
                  <Box
                    asChild
                    key={slot.starts_at}
                    display="inline-flex"
                    alignItems="center"
                    gap="2"
                    px="3"
                    py="2"
                    borderWidth="1px"
                    borderRadius="md"
                    cursor="pointer"
                    bg={selected ? 'brand.solid' : 'bg.panel'}
                    color={selected ? 'brand.contrast' : 'fg'}
                    borderColor={selected ? 'brand.solid' : 'border'}
                    _focusWithin={{ layerStyle: 'focusRing' }}
                  >
                    <label htmlFor={id}>
                    <input
                      id={id}
                      type="radio"
                      name="demo-slot"
                      value={slot.starts_at}
                      checked={selected}
                      onChange={() => onChoose(slot.starts_at)}
                    />
                    {time.format(new Date(slot.starts_at))}
                    </label>
                  </Box>
                );
              })}
            </Flex>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
