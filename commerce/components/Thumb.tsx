/** A print's cover thumbnail, or a plain tile when it has no photo yet. */
export function Thumb({ photoId, title }: { photoId: string | null; title: string }) {
  if (!photoId) {
    return (
      <span className="thumb thumb-empty" aria-hidden="true">
        {title.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className="thumb"
      src={`/webapp/api/photo/${photoId}/thumb`}
      alt=""
      width={72}
      height={72}
      loading="lazy"
    />
  );
}
