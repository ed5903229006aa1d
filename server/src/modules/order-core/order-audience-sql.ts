/**
 * Who may see an order, and so who may be named on it (reminded, made a member, sent parts, put in
 * charge): on-the-job users who are managers, customers of the order's company, or the technician who
 * is (or, in the same request, becomes) its engineer. Everyone else is outside its audience.
 */
export function audienceCondition(userAlias: string, orderAlias: string, engineerParam?: string): string {
  const engineer = engineerParam ? ` OR ${userAlias}.id = ${engineerParam}` : '';
  return `${userAlias}.status = 'onTheJob' AND NOT ${userAlias}.is_delete AND (
    ${userAlias}.authority = 'manager'
    OR (${userAlias}.authority = 'customer' AND ${userAlias}.customer_id = ${orderAlias}.customer_id)
    OR (${userAlias}.authority = 'technician' AND (${userAlias}.id = ${orderAlias}.engineer_id${engineer})))`;
}
