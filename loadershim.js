// Gatsby's runtime loader is not in the test bundle; give it the shape its Link expects.
global.___loader = { enqueue: jest.fn() }
