// `@kit/test/kit`: a test kit for unit tests of apps and Kit's own packages (needs `@kit/core`).
export { type CreateTestKitParameters, createTestKit, testAddress } from './createTestKit.js'
