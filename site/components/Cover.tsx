type Props = { image: string | null; title: string; className?: string }

// A URL inside CSS url("…"): quotes, backslashes and line breaks would end or bend the string.
const cssUrl = (url: string) =>
  `url("${url.replace(/["\\\n\r]/g, (ch) => encodeURIComponent(ch))}")`

const SHADE = 'linear-gradient(135deg, rgb(255 255 255 / 0.12), rgb(0 0 0 / 0.25))'

/**
 * A card's picture over a coloured placeholder (the tenant's colour, default #3B82F6). The picture
 * is a CSS background layer: one that fails to load paints nothing and the shaded placeholder shows,
 * which an <img> cannot do without JavaScript (it would draw a broken-image frame).
 */
export const Cover = ({ className = '', image, title }: Props) => (
  <div
    className={`relative overflow-hidden bg-placeholder bg-cover bg-center ${className}`}
    style={{ backgroundImage: image ? `${cssUrl(image)}, ${SHADE}` : SHADE }}
  >
    {!image && (
      <span
        aria-hidden="true"
        className="absolute inset-0 grid place-items-center text-5xl font-bold text-white/40 select-none"
      >
        {title.trim().charAt(0).toUpperCase()}
      </span>
    )}
  </div>
)
