import type { PageProps } from '../../lib/types'
import { HomeView } from '../../views/HomeView'

export default function Page({ data }: PageProps<'home'>) {
  return <HomeView home={data.view.home} tenantName={data.shell?.tenant.name ?? ''} />
}
