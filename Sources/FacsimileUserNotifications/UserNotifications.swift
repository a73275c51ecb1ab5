// Models of Apple's UserNotifications framework, built on the Facsimile engine.
public import FacsimileCore
