import { i18n } from '../../i18n';

/**
 * How long pictures still to draw will take (issue 46), in the page's language, from the seconds
 * the server estimates: 'less than a minute', 'about 2 minutes', 'about 1 hour 20 minutes'.
 */
export function waitWords(seconds: number): string {
  if (seconds < 45) return i18n._('reader.wait.soon');
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return i18n._('reader.wait.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  const rest = Math.round((minutes % 60) / 10) * 10;
  return rest === 0 || rest === 60
    ? i18n._('reader.wait.hours', { hours })
    : i18n._('reader.wait.hoursMinutes', { hours, minutes: rest });
}
