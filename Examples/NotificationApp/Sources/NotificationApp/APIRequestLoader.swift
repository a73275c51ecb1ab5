import FacsimileSeams
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Seed 003 (WWDC 2018, "Testing Tips & Tricks"): the networking stack. CoreLocation does not
// exist on Linux, so `CLLocationCoordinate2D` becomes a small `Coordinate`.

struct Coordinate: Sendable {
  var latitude: Double
  var longitude: Double

  var isValid: Bool { (-90...90).contains(latitude) && (-180...180).contains(longitude) }
}

struct PointOfInterest: Codable, Equatable, Sendable {
  var name: String
}

enum RequestError: Error {
  case invalidCoordinate
  case invalidURL
}

protocol APIRequest: Sendable {
  associatedtype RequestDataType
  associatedtype ResponseDataType: Sendable

  func makeRequest(from data: RequestDataType) throws -> URLRequest
  func parseResponse(data: Data) throws -> ResponseDataType
}

struct PointsOfInterestRequest: APIRequest {
  func makeRequest(from coordinate: Coordinate) throws -> URLRequest {
    guard coordinate.isValid else {
      throw RequestError.invalidCoordinate
    }
    guard var components = URLComponents(string: "https://example.com/locations") else {
      throw RequestError.invalidURL
    }
    components.queryItems = [
      URLQueryItem(name: "lat", value: "\(coordinate.latitude)"),
      URLQueryItem(name: "long", value: "\(coordinate.longitude)"),
    ]
    guard let url = components.url else { throw RequestError.invalidURL }
    return URLRequest(url: url)
  }

  func parseResponse(data: Data) throws -> [PointOfInterest] {
    try JSONDecoder().decode([PointOfInterest].self, from: data)
  }
}

final class APIRequestLoader<T: APIRequest>: Sendable {
  let apiRequest: T
  let urlSession: URLSession

  init(apiRequest: T, urlSession: URLSession = .shared) {
    self.apiRequest = apiRequest
    self.urlSession = urlSession
  }

  func loadAPIRequest(
    requestData: T.RequestDataType,
    completionHandler: @escaping @Sendable (T.ResponseDataType?, (any Error)?) -> Void
  ) {
    do {
      let urlRequest = try apiRequest.makeRequest(from: requestData)
      urlSession.dataTask(with: urlRequest) { data, response, error in
        guard let data = data else { return completionHandler(nil, error) }
        do {
          let parsedResponse = try self.apiRequest.parseResponse(data: data)
          completionHandler(parsedResponse, nil)
        } catch {
          completionHandler(nil, error)
        }
      }.resume()
    } catch { return completionHandler(nil, error) }
  }

  /// The completion-handler API, awaited: what a Swift Testing test calls.
  func load(_ requestData: T.RequestDataType) async throws -> T.ResponseDataType {
    try await withCheckedThrowingContinuation { continuation in
      loadAPIRequest(requestData: requestData) { response, error in
        if let response {
          continuation.resume(returning: response)
        } else {
          continuation.resume(throwing: error ?? URLError(.unknown))
        }
      }
    }
  }
}
