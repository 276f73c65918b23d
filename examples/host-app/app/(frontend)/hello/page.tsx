/* One of the host app's own pages: it stays reachable on the admin's host beside the site generator. */
const Page = () => (
  <main>
    <h1>Hello from the host app</h1>
  </main>
)

export default Page
