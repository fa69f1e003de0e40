import { RadioGroup } from '../../../components/ui/RadioGroup';
import { AVATAR_APPEARANCES, type AvatarAppearance } from '../constants';
import { appearanceLabel, APPEARANCES } from '../labels';
import { useT } from '../../../i18n';

/** A friendly round face in the chosen skin and hair colours (decorative: the label names it). */
function Swatch({ skin, hair }: { skin: string; hair: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12 shrink-0">
      <circle cx="24" cy="26" r="17" style={{ fill: skin }} />
      <path d="M7 24c0-11 8-18 17-18s17 7 17 18c-4-6-10-9-17-9S11 18 7 24z" style={{ fill: hair }} />
      <circle cx="18" cy="27" r="2" className="fill-ink" />
      <circle cx="30" cy="27" r="2" className="fill-ink" />
      <path
        d="M18 33c3 3 9 3 12 0"
        strokeWidth="2"
        strokeLinecap="round"
        fill="none"
        className="stroke-ink"
      />
    </svg>
  );
}

/** The Avatar appearance choice (spec part 2 §3), as radio buttons with swatches. */
export function AppearancePicker({
  value,
  onChange,
}: {
  value: AvatarAppearance;
  onChange: (value: AvatarAppearance) => void;
}) {
  const t = useT();
  return (
    <RadioGroup
      variant="cards"
      legend={t('create.appearance')}
      hint={t('create.appearance.hint')}
      name="appearanceValue"
      value={value}
      onChange={onChange}
      options={AVATAR_APPEARANCES.map((appearance) => {
        const look = APPEARANCES[appearance];
        return {
          value: appearance,
          label: (
            <span className="flex items-center gap-3">
              <Swatch skin={look.skin} hair={look.hair} />
              <span>{appearanceLabel(appearance)}</span>
            </span>
          ),
        };
      })}
    />
  );
}
