// The admin (Next) compiles admin-views/styles/admin.css with Tailwind through PostCSS. The public site
// (Vite) uses @tailwindcss/vite and ignores this file (site/vite.config.ts sets its own css.postcss).
export default { plugins: { '@tailwindcss/postcss': {} } }
