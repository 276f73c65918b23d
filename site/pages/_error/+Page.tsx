/** Only for failures outside the data hooks (those render 'Content Not Found' themselves). */
export default function Page() {
  return (
    <div className="mx-auto max-w-xl px-4 py-32 text-center">
      <h1 className="text-4xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-slate-600">The requested content could not be loaded.</p>
      <a
        href="/"
        className="mt-8 inline-block rounded-lg bg-brand px-5 py-2.5 text-sm font-semibold text-white"
      >
        Go Home
      </a>
    </div>
  )
}
