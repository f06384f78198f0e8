import { HStack, Input, InputGroup, Stack } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { hoursLimits, parsePayCents, type HireType, type JobFields } from '@/machines/post-job.machine';
import { Button } from '@/ui/Button';
import { LabelledField } from '@/ui/LabelledField';
import { MethodChoice } from './MethodChoice';
import { RateCardGuidance } from './RateCardGuidance';
import { useStepForm, type StepFormOptions } from './use-step-form';

export interface PayStepProps extends Omit<StepFormOptions, 'step' | 'method'> {
  method: HireType;
  onMethodChange: (method: HireType) => void;
  onNext: (fields: Partial<JobFields>) => void;
  onBack: () => void;
}

/** Step 2: the pay (a month's salary or an hour's rate, in dollars) and the hours, beside the rate card. */
export function PayStep({ method, onMethodChange, onNext, onBack, ...options }: PayStepProps) {
  const form = useStepForm({ ...options, method, step: 'pay' });
  const { errors } = form.formState;
  const pay = form.watch('pay') ?? '';
  const hours = hoursLimits(method);
  return (
    <form noValidate onSubmit={form.handleSubmit(onNext)}>
      <Stack gap="6">
        <MethodChoice compact legend={m.ejobs_method_pay_legend()} value={method} onChange={onMethodChange} />
        <LabelledField
          id="job-pay"
          label={method === 'full_time' ? m.ejobs_field_pay_monthly() : m.ejobs_field_pay_hourly()}
          hint={method === 'full_time' ? m.ejobs_field_pay_hint_monthly() : m.ejobs_field_pay_hint_hourly()}
          error={errors.pay?.message}
        >
          {(control) => (
            <InputGroup startElement={<span aria-hidden="true">$</span>} endElement={<span aria-hidden="true">USD</span>}>
              <Input {...control} {...form.register('pay')} inputMode="decimal" autoComplete="off" />
            </InputGroup>
          )}
        </LabelledField>
        <RateCardGuidance id="job-ratecard" role={options.fields.role} level={options.fields.experience_level} method={method} payCents={parsePayCents(pay, options.locale)} />
        <LabelledField
          id="job-hours"
          label={m.ejobs_field_hours()}
          hint={method === 'full_time' ? m.ejobs_field_hours_full_time({ min: hours.min, max: hours.max }) : m.ejobs_field_hours_fractional({ min: hours.min, max: hours.max })}
          error={errors.hours_per_week?.message}
        >
          {(control) => (
            // Whole numbers typed as text: a number input changes on scroll and drops what it cannot parse.
            <Input {...control} {...form.register('hours_per_week')} inputMode="numeric" autoComplete="off" maxW="32" />
          )}
        </LabelledField>
        <HStack justify="space-between" gap="3" flexWrap="wrap-reverse">
          <Button type="button" look="secondary" onClick={onBack}>
            {m.ui_back()}
          </Button>
          <Button type="submit">{m.ejobs_continue()}</Button>
        </HStack>
      </Stack>
    </form>
  );
}
