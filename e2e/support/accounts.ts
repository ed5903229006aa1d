export const DEMO_PASSWORD = 'demo123456';

export type DemoUser = 'admin' | 'manager' | 'customer' | 'customer2' | 'engineer';
