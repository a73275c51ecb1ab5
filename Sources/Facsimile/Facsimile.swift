// The umbrella module: `import Facsimile` brings the engine (and, as they land, the models and
// fixtures). `@_exported` rather than typealiases, because typealiases cannot re-export
// extensions, protocol conformances or free constants; see Docs/Architecture.md.
@_exported public import FacsimileCore
