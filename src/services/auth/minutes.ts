/** A wait in whole minutes, as the sign-in messages say it: '1 minute', '15 minutes'. */
export const minutes = (ms: number) => {
  const count = Math.max(1, Math.ceil(ms / 60_000))
  return `${count} minute${count === 1 ? '' : 's'}`
}
