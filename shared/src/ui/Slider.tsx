import { Slider as RadixSlider } from 'radix-ui';

export type SliderProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onValueChange: (value: number) => void;
  /** Spoken value, e.g. "5% minimum APY". */
  valueText?: string;
};

export function Slider({ label, value, min, max, step = 1, onValueChange, valueText }: SliderProps) {
  return (
    <RadixSlider.Root
      className="fin-slider"
      value={[value]}
      min={min}
      max={max}
      step={step}
      onValueChange={(v) => onValueChange(v[0] ?? min)}
    >
      <RadixSlider.Track className="fin-slider__track">
        <RadixSlider.Range className="fin-slider__range" />
      </RadixSlider.Track>
      <RadixSlider.Thumb className="fin-slider__thumb" aria-label={label} aria-valuetext={valueText} />
    </RadixSlider.Root>
  );
}
