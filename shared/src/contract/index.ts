// The contract is its own package (@portal/contract, TypeBox only); the front ends keep importing it from here.
export * from '@portal/contract';
