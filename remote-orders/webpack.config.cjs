module.exports = require('../tools/webpack-config.cjs').createConfig({
  dir: __dirname,
  name: 'remote_orders',
  exposes: {
    './Workplace': './src/pages/workplace-page.tsx',
    './Order': './src/pages/order-page.tsx',
    './OrderQuery': './src/pages/order-query-page.tsx',
    './OrderQueryDetails': './src/pages/order-query-details-page.tsx',
    './AddAccessory': './src/pages/add-accessory-page.tsx',
    './AccessoriesQuery': './src/pages/accessories-query-page.tsx',
    './AccessoriesQueryDetails': './src/pages/accessories-query-details-page.tsx',
    './Settlement': './src/pages/settlement-page.tsx',
    './RepairUser': './src/pages/repair-user-page.tsx',
    './RepairUserAdd': './src/pages/repair-user-add-page.tsx',
    './RepairUserRecordEdit': './src/pages/repair-user-record-edit-page.tsx',
    './SystemAnnounce': './src/pages/system-announce-page.tsx',
    './SystemAnnounceDetails': './src/pages/system-announce-details-page.tsx',
  },
});
