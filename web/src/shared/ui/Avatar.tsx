import { Icon } from './Icon';

/** The user's picture (110 px in the settings), or the initials, or a person icon. */
export function Avatar({ url, initials, size = 110 }: { url: string | null; initials: string; size?: number }) {
  return (
    <span className="settings-avatar" style={{ width: size, height: size, fontSize: Math.round(size / 2.8) }}>
      {url ? (
        <img src={url} alt="" width={size} height={size} />
      ) : (
        <span aria-hidden="true">{initials || <Icon name="user" size={Math.round(size / 2.5)} />}</span>
      )}
    </span>
  );
}
