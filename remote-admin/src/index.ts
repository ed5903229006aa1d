// The container entry: module federation serves the exposed pages; nothing runs on its own.
export {};
