module.exports = require("babel-jest").default.createTransformer({
  presets: [require.resolve("babel-preset-gatsby"), require.resolve("@babel/preset-typescript")],
})
