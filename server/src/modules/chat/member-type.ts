/** Member type of engineers in a group (SPEC: engineer members are typed with the Chinese word). */
export const ENGINEER_MEMBER_TYPE = '工程师';
