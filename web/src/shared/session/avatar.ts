// The avatar of `user_data.files`, read by the shell's header (32 px) and the profile (110 px).
import { isRecord } from '../api/contract';

export const AVATAR_SIZE = 110;

export function avatarUrl(files: unknown, size = AVATAR_SIZE): string | null {
  if (!Array.isArray(files)) return null;
  const avatars = files.filter(
    (file): file is { url: string; size?: unknown } => isRecord(file) && file.type === 'avatar' && typeof file.url === 'string',
  );
  if (avatars.length === 0) return null;
  // The exact size if the server made it; otherwise the smallest one that is not smaller.
  const sized = avatars.map((file) => ({ url: file.url, size: Number(file.size) || 0 })).sort((a, b) => a.size - b.size);
  return (sized.find((file) => file.size === size) ?? sized.find((file) => file.size >= size) ?? sized[sized.length - 1]!).url;
}
