import { useData } from 'vike-react/useData'

import type { Data } from './+data'

export default function Page() {
  const { tenant } = useData<Data>()
  return (
    <main>
      <h1>{tenant.name}</h1>
      <p>Welcome to our platform</p>
    </main>
  )
}
