// Every public path is resolved for the tenant the host (or simulate_domain) names.
export default '/*'
