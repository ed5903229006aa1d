// A stylesheet imported with `?url` (webpack emits the file and gives its URL): here, its name.
module.exports = 'stylesheet.css';
