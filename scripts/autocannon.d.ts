// autocannon ships no types; the benchmarks use a small part of its API.
declare module 'autocannon' {
  type Result = {
    errors: number
    non2xx: number
    latency: { p50: number; p99: number }
    requests: { average: number; total: number }
  }
  const autocannon: (options: Record<string, unknown>) => Promise<Result>
  export default autocannon
}
