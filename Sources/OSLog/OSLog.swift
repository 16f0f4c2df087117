// `import OSLog` brings what `import os` does, as on Apple's platforms, where the logging names
// live in `os` and `OSLog` re-exports them.
@_exported import os
