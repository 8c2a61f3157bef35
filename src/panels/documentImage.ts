/** The `src` of a KYC document image from the document-content payload (a data URL or bare base64). */
export function documentImageSrc(payload: unknown): string | undefined {
  const text =
    typeof payload === 'string'
      ? payload
      : ((payload as { image?: unknown; content?: unknown } | null)?.image ?? (payload as { content?: unknown } | null)?.content);
  if (typeof text !== 'string' || text === '') return undefined;
  return text.startsWith('data:') ? text : `data:image/jpeg;base64,${text}`;
}
