// `remote_chat/im`: the page's one IM connection (store, connect/disconnect, status hook).
export * from '../features/im';
