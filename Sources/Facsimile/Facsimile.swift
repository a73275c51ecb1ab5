// The umbrella module: `import Facsimile` brings the engine, the framework-like models and the
// seams app code depends on (FacsimileSeams), and Foundation, as UIKit and UserNotifications
// re-export it: a file ported by replacing `import UIKit` with `import Facsimile` keeps `URL`,
// `Data` and `NSCoder` in scope.
// `@_exported` rather than typealiases, because typealiases cannot re-export extensions,
// protocol conformances or free constants; see Docs/Architecture.md.
@_exported public import FacsimileCore
@_exported public import FacsimileSeams
@_exported public import FacsimileUIKit
@_exported public import FacsimileUserNotifications
@_exported public import Foundation
