// Models of UIKit's scene family, built on the Facsimile engine.
public import FacsimileCore
public import FacsimileUserNotifications
