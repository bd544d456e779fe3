import { RadioGroup } from '../../../components/ui/radio-group';

const answers = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'unknown', label: 'Unknown' },
] as const;

type Answer = (typeof answers)[number]['value'];

const answerOf = (value: boolean | null): Answer =>
  value === null ? 'unknown' : value ? 'yes' : 'no';

/** A dog-policy question: yes, no, or unknown (null) — docs/product.md#places-and-nearby-search, unknown is not "no". */
export function AnswerField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: boolean | null;
  onChange: (value: boolean | null) => void;
  error?: string | undefined;
}) {
  return (
    <RadioGroup
      label={label}
      options={answers}
      value={answerOf(value)}
      onChange={(answer) => onChange(answer === 'unknown' ? null : answer === 'yes')}
      error={error}
    />
  );
}
