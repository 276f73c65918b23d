/** A download the browser saves (the session cookie signs the request in). */
export const download = (url: string) => {
  const link = document.createElement('a')
  link.href = url
  link.download = ''
  document.body.append(link)
  link.click()
  link.remove()
}
