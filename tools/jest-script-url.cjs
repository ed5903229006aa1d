// A prebuilt script a webpack config lists under `scripts` (webpack emits the file and gives its URL): here, its name.
module.exports = 'script.js';
