// Its own module: the plan rules ship in the first load of /login, the endpoint table does not.
export const PLAN_CODE_VALUES = [
  'FLOW_TEAM_MONTHLY',
  'FLOW_TEAM_YEARLY',
  'FLOW_BUSINESS_MONTHLY',
  'FLOW_BUSINESS_YEARLY',
] as const
