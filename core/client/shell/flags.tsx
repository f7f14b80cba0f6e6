import { CA, CN, DE, ES, FR, GB, IT, MX, RU, TW, US } from 'country-flag-icons/react/3x2';
import type { FlagComponent } from 'country-flag-icons/react/3x2';

type Flag = FlagComponent;
const BY_COUNTRY: Record<string, Flag> = { CA, CN, DE, ES, FR, GB, IT, MX, RU, TW, US };
/** A language code's flag; a dialect code ('es-MX') uses its region. */
const LANGUAGE_COUNTRY: Record<string, string> = { en: 'GB', es: 'ES', fr: 'FR', de: 'DE', it: 'IT', ru: 'RU', zh: 'CN' };

export function countryOf(code: string): string | undefined {
  const [lang, region] = code.split('-');
  return region?.toUpperCase() ?? LANGUAGE_COUNTRY[lang.toLowerCase()];
}

export function FlagIcon({ code, height = 12 }: { code?: string; height?: number }) {
  const Flag = code ? BY_COUNTRY[countryOf(code) ?? ''] : undefined;
  if (!Flag) return null;
  return <Flag title={code} style={{ height, width: height * 1.5, flex: 'none', borderRadius: 2 }} />;
}
