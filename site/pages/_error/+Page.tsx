import { usePageContext } from 'vike-react/usePageContext'

export default function Page() {
  const { abortReason, is404 } = usePageContext()
  const message = typeof abortReason === 'string' ? abortReason : is404 ? 'Page Not Found' : 'Something went wrong'
  return (
    <main>
      <h1>{message}</h1>
    </main>
  )
}
