// `@kit/test/kit`: a test kit for unit tests of apps and Kit's own packages (needs `@kit/core`).
export { createTestKit, testAddress, type CreateTestKitParameters } from './createTestKit.js';
