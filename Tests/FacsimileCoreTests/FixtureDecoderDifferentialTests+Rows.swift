import FacsimileCore
import Foundation

extension FixtureDecoderDifferentialTests {
  static var scalars: [Row] {
    [
      row("a string", W<String>.self, #"{"x": "café 👩‍👩‍👧"}"#),
      row("a number for a String", W<String>.self, #"{"x": 1}"#),
      row("a Bool", W<Bool>.self, #"{"x": false}"#),
      row("1 for a Bool", W<Bool>.self, #"{"x": 1}"#),
      row("a string for a Bool", W<Bool>.self, #"{"x": "true"}"#),
      row("an array for a String", W<String>.self, #"{"x": ["a"]}"#),
      row("an object for a String", W<String>.self, #"{"x": {"a": 1}}"#),
      row("a raw-value enum", W<Level>.self, #"{"x": "high"}"#),
      row("an unknown raw value", W<Level>.self, #"{"x": "medium"}"#),
      row("a URL", W<URL>.self, #"{"x": "https://example.com/a?b=c"}"#),
      row("an empty string for a URL", W<URL>.self, #"{"x": ""}"#),
      row("a number for a URL", W<URL>.self, #"{"x": 3}"#),
      row("a UUID", W<UUID>.self, #"{"x": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}"#),
      row("not a UUID", W<UUID>.self, #"{"x": "E621E1F8"}"#),
      row("a top-level Int", Int.self, "7"),
      row("a top-level null for an Int", Int.self, "null"),
      row("a top-level string", String.self, #""text""#),
      row("a top-level array", [Int].self, "[1, 2, 3]"),
      row("an object for an array", [Int].self, #"{"a": 1}"#),
      row("an array for an object", W<Int>.self, "[1]"),
      row("a Set", W<Set<Int>>.self, #"{"x": [3, 1, 2]}"#),
      row("a dictionary with Int keys", W<[Int: String]>.self, #"{"x": {"1": "a", "2": "b"}}"#),
      row("a dictionary with a bad value", W<[String: Int]>.self, #"{"x": {"a": 1, "b": "c"}}"#),
      row("an array of arrays, bad at [1][2]", W<[[Int]]>.self, #"{"x": [[1], [2, 3, "4"]]}"#),
    ]
  }

  static var integers: [Row] {
    func widths<T: FixedWidthInteger & Decodable & Sendable>(_ type: T.Type) -> [Row] {
      let name = "\(T.self)"
      return [
        row("\(name).min", W<T>.self, #"{"x": \#(T.min)}"#),
        row("\(name).max", W<T>.self, #"{"x": \#(T.max)}"#),
        row(
          "\(name).max + 1", W<T>.self, #"{"x": \#(T.max.description.bigIntegerPlusOne)}"#,
          .dataCorruptedPath(ours: ["x"], jsonDecoder: [])),
        row(
          "\(name).min - 1", W<T>.self,
          #"{"x": -\#(T.min.magnitude.description.bigIntegerPlusOne)}"#,
          .dataCorruptedPath(ours: ["x"], jsonDecoder: [])),
        row("\(name) from 1.0", W<T>.self, #"{"x": 1.0}"#),
        row("\(name) from 1e2", W<T>.self, #"{"x": 1e2}"#),
        row(
          "\(name) from 1.5", W<T>.self, #"{"x": 1.5}"#,
          .dataCorruptedPath(ours: ["x"], jsonDecoder: [])),
        row("\(name) from a string", W<T>.self, #"{"x": "1"}"#),
        row("\(name) from true", W<T>.self, #"{"x": true}"#),
        row("\(name) from null", W<T>.self, #"{"x": null}"#),
        row("\(name) absent", W<T>.self, #"{}"#),
      ]
    }
    return widths(Int.self) + widths(Int8.self) + widths(Int16.self) + widths(Int32.self)
      + widths(Int64.self) + widths(UInt.self) + widths(UInt8.self) + widths(UInt16.self)
      + widths(UInt32.self) + widths(UInt64.self) + widths(Int128.self) + widths(UInt128.self) + [
        row("-0 for an Int", W<Int>.self, #"{"x": -0}"#),
        row(
          "2^53 + 1 written with a fraction", W<Int>.self, #"{"x": 9007199254740993.0}"#,
          .jsonBytesOnly),
        row(
          "-1 for a UInt", W<UInt>.self, #"{"x": -1}"#,
          .dataCorruptedPath(ours: ["x"], jsonDecoder: [])),
        row(
          "Int128 beyond 64 bits", W<Int128>.self,
          #"{"x": -170141183460469231731687303715884105728}"#),
      ]
  }

  static var floatingPoint: [Row] {
    [
      row("a Double", W<Double>.self, #"{"x": 0.1}"#),
      row("-0.0", W<Bits>.self, #"{"x": -0.0}"#),
      row("the largest Double", W<Double>.self, #"{"x": 1.7976931348623157e308}"#),
      row("the smallest Double", W<Double>.self, #"{"x": 5e-324}"#),
      row(
        "1e-400 for a Double", W<Double>.self, #"{"x": 1e-400}"#,
        .dataCorruptedPath(ours: ["x"], jsonDecoder: [])),
      row(
        "1e400 for a Double", W<Double>.self, #"{"x": 1e400}"#,
        .dataCorruptedPath(ours: ["x"], jsonDecoder: [])),
      row("an integer for a Double", W<Double>.self, #"{"x": 18446744073709551615}"#),
      row("a Float", W<Float>.self, #"{"x": 1.0000001}"#),
      row("the largest Float", W<Float>.self, #"{"x": 3.4028235e38}"#),
      row("2^24 + 1 for a Float (rounds)", W<Float>.self, #"{"x": 16777217}"#),
      row(
        "1e-46 for a Float", W<Float>.self, #"{"x": 1e-46}"#,
        .dataCorruptedPath(ours: ["x"], jsonDecoder: [])),
      row(
        "1e39 for a Float", W<Float>.self, #"{"x": 1e39}"#,
        .dataCorruptedPath(ours: ["x"], jsonDecoder: [])),
      row("0e-999 for a Float (a true zero)", W<Float>.self, #"{"x": 0e-999}"#),
      row("a string for a Double", W<Double>.self, #"{"x": "1.5"}"#),
      row("\"NaN\" without a strategy", W<Double>.self, #"{"x": "NaN"}"#),
      row("\"NaN\" with convertFromString", W<Bits>.self, #"{"x": "NaN"}"#) { decoder, reference in
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
          positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "NaN")
        reference.nonConformingFloatDecodingStrategy = decoder.nonConformingFloatDecodingStrategy
      },
      row("\"-inf\" with convertFromString", W<Float>.self, #"{"x": "-inf"}"#) {
        decoder, reference in
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
          positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "NaN")
        reference.nonConformingFloatDecodingStrategy = decoder.nonConformingFloatDecodingStrategy
      },
      row("another string with convertFromString", W<Double>.self, #"{"x": "inf"}"#) {
        decoder, reference in
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
          positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "NaN")
        reference.nonConformingFloatDecodingStrategy = decoder.nonConformingFloatDecodingStrategy
      },
    ]
  }

  static var decimals: [Row] {
    [
      row("9.99 for a Decimal", W<Decimal>.self, #"{"x": 9.99}"#),
      row(
        "a Decimal of 23 digits", W<Decimal>.self, #"{"x": 12345678901234567890.123}"#,
        .jsonBytesOnly),
      row("a Decimal with an exponent", W<Decimal>.self, #"{"x": -1.5e10}"#),
      row("an integer for a Decimal", W<Decimal>.self, #"{"x": 18446744073709551615}"#),
      row("a string for a Decimal", W<Decimal>.self, #"{"x": "1.5"}"#),
      row("null for a Decimal", W<Decimal>.self, #"{"x": null}"#),
    ]
  }

  static var nullAndAbsent: [Row] {
    [
      row("decodeIfPresent, present", Maybe<Int>.self, #"{"x": 1}"#),
      row("decodeIfPresent, null", Maybe<Int>.self, #"{"x": null}"#),
      row("decodeIfPresent, absent", Maybe<Int>.self, #"{}"#),
      row("decodeIfPresent, wrong type", Maybe<Int>.self, #"{"x": "1"}"#),
      row("decode(Int?.self), null", W<Int?>.self, #"{"x": null}"#),
      row("decode(Int?.self), absent", W<Int?>.self, #"{}"#),
      row("decode(Int.self), null", W<Int>.self, #"{"x": null}"#),
      row("decodeNil(forKey:), null", NilCheck.self, #"{"x": null}"#),
      row("decodeNil(forKey:), a value", NilCheck.self, #"{"x": 0}"#),
      row("decodeNil(forKey:), absent", NilCheck.self, #"{}"#),
      row("a null element", W<[Int]>.self, #"{"x": [1, null, 3]}"#),
      row("null elements of optionals", W<[Int?]>.self, #"{"x": [1, null, 3]}"#),
      row("null for a keyed container", W<W<Int>>.self, #"{"x": null}"#),
      row("null for an unkeyed container", W<[Int]>.self, #"{"x": null}"#),
      row("a wrong element", W<[Int]>.self, #"{"x": [1, "two"]}"#),
    ]
  }

  static var containers: [Row] {
    let nested =
      #"{"inner": {"name": "a", "value": null}, "list": [[1], {"name": "b"}, 7], "flag": true}"#
    return [
      row("nested containers", Nested.self, nested),
      row(
        "nested containers, null list element", Nested.self,
        #"{"inner": {"name": "a", "value": 1}, "list": [[1], {"name": "b"}, null]}"#),
      row(
        "nested containers, list too short", Nested.self,
        #"{"inner": {"name": "a", "value": 1}, "list": [[1], {"name": "b"}]}"#),
      row(
        "nested containers, bad name inside the list", Nested.self,
        #"{"inner": {"name": "a", "value": 1}, "list": [[1], {"name": 2}]}"#),
      row(
        "nested containers, a scalar for the row", Nested.self,
        #"{"inner": {"name": "a", "value": 1}, "list": [1]}"#),
      row("nested containers, no inner", Nested.self, #"{"list": []}"#),
      row(
        "nested containers, inner.value absent", Nested.self,
        #"{"inner": {"name": "a"}, "list": []}"#),
      row("past the end: decode", PastTheEnd.self, #"["decode"]"#),
      row("past the end: decodeNil", PastTheEnd.self, #"["decodeNil"]"#),
      row("past the end: nestedContainer", PastTheEnd.self, #"["nestedContainer"]"#),
      row("past the end: nestedUnkeyedContainer", PastTheEnd.self, #"["nestedUnkeyedContainer"]"#),
      row("past the end: superDecoder", PastTheEnd.self, #"["superDecoder"]"#),
      row("past the end: decodeIfPresent", PastTheEnd.self, #"["decodeIfPresent"]"#),
    ]
  }

  static var superDecoders: [Row] {
    [
      row(
        "superDecoder() reads \"super\"", Derived.self,
        #"{"name": "a", "super": {"id": 1}, "parent": {"id": 2}}"#),
      row(
        "superDecoder() without \"super\"", Derived.self,
        #"{"name": "a", "id": 1, "parent": {"id": 2}}"#),
      row(
        "superDecoder(forKey:) of a missing key", Derived.self,
        #"{"name": "a", "super": {"id": 1}}"#),
      row(
        "superDecoder(forKey:) of null", Derived.self,
        #"{"name": "a", "super": {"id": 1}, "parent": null}"#),
      row("a wrong value under \"super\"", Derived.self, #"{"name": "a", "super": {"id": "1"}}"#),
    ]
  }

  static var lossyArrays: [Row] {
    [
      row("decode, or skip the bad element", LossyInts.self, #"[1, "x", 3, "y", 5]"#),
      row(
        "decode, skip, and count nulls", LossyInts.self, #"[null, 1, {"a": 1}, [2], 3.5, 4, null]"#),
      row(
        "a fallback type, superDecoder() to skip", LossyStrings.self,
        #"["a", 2, true, null, "e", 6.5]"#),
    ]
  }

  static var dates: [Row] {
    func strategy(
      _ make:
        @escaping @Sendable () -> (
          FixtureDecoder.DateDecodingStrategy, JSONDecoder.DateDecodingStrategy
        )
    ) -> @Sendable (inout FixtureDecoder, JSONDecoder) -> Void {
      { decoder, reference in
        (decoder.dateDecodingStrategy, reference.dateDecodingStrategy) = make()
      }
    }
    let deferred = strategy { (.deferredToDate, .deferredToDate) }
    let seconds = strategy { (.secondsSince1970, .secondsSince1970) }
    let milliseconds = strategy { (.millisecondsSince1970, .millisecondsSince1970) }
    let iso8601 = strategy { (.iso8601, .iso8601) }
    let formatted = strategy {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      formatter.dateFormat = "yyyy/MM/dd HH:mm"
      return (.formatted(formatter), .formatted(formatter))
    }
    let custom = strategy {
      let read: @Sendable (any Decoder) throws -> Date = { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let days = Double(text.dropLast()) else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "no days"))
        }
        return Date(timeIntervalSince1970: days * 86_400)
      }
      return (.custom(read), .custom(read))
    }
    return [
      row(
        "deferredToDate: seconds since 2001", W<Date>.self, #"{"x": 86400.5}"#, configure: deferred),
      row(
        "deferredToDate: a string", W<Date>.self, #"{"x": "2026-01-01T00:00:00Z"}"#,
        configure: deferred),
      row("deferredToDate: null", W<Date>.self, #"{"x": null}"#, configure: deferred),
      row("secondsSince1970", W<Date>.self, #"{"x": 1763713800.125}"#, configure: seconds),
      row("secondsSince1970: a string", W<Date>.self, #"{"x": "1"}"#, configure: seconds),
      row("millisecondsSince1970", W<Date>.self, #"{"x": 1500}"#, configure: milliseconds),
      row("iso8601", W<Date>.self, #"{"x": "2026-01-01T00:00:00Z"}"#, configure: iso8601),
      row(
        "iso8601 with a fraction", W<Date>.self, #"{"x": "2026-01-01T00:00:00.5Z"}"#,
        configure: iso8601),
      row(
        "iso8601 with an offset", W<Date>.self, #"{"x": "2026-01-01T08:30:00+01:00"}"#,
        configure: iso8601),
      row(
        "iso8601: a plain date", W<Date>.self, #"{"x": "2026-01-01"}"#,
        .dataCorruptedPath(ours: ["x"], jsonDecoder: []), configure: iso8601),
      row("iso8601: a number", W<Date>.self, #"{"x": 0}"#, configure: iso8601),
      row("formatted", W<Date>.self, #"{"x": "2026/11/21 08:30"}"#, configure: formatted),
      row("formatted: another format", W<Date>.self, #"{"x": "21.11.2026"}"#, configure: formatted),
      row("custom", W<Date>.self, #"{"x": "2d"}"#, configure: custom),
      row("custom: its own error", W<Date>.self, #"{"x": "d"}"#, configure: custom),
      row("custom, in an array", W<[Date]>.self, #"{"x": ["1d", "x"]}"#, configure: custom),
    ]
  }

  static var data: [Row] {
    let deferred: @Sendable (inout FixtureDecoder, JSONDecoder) -> Void = { decoder, reference in
      decoder.dataDecodingStrategy = .deferredToData
      reference.dataDecodingStrategy = .deferredToData
    }
    let custom: @Sendable (inout FixtureDecoder, JSONDecoder) -> Void = { decoder, reference in
      let read: @Sendable (any Decoder) throws -> Data = { decoder in
        Data(try decoder.singleValueContainer().decode(String.self).utf8)
      }
      decoder.dataDecodingStrategy = .custom(read)
      reference.dataDecodingStrategy = .custom(read)
    }
    return [
      row("base64", W<Data>.self, #"{"x": "AAEC/w=="}"#),
      row("base64, empty", W<Data>.self, #"{"x": ""}"#),
      row("not base64", W<Data>.self, #"{"x": "!!"}"#),
      row("a number for base64", W<Data>.self, #"{"x": 1}"#),
      row("null for Data", W<Data>.self, #"{"x": null}"#),
      row("deferredToData", W<Data>.self, #"{"x": [0, 1, 255]}"#, configure: deferred),
      row(
        "deferredToData: 256", W<Data>.self, #"{"x": [0, 256]}"#,
        .dataCorruptedPath(ours: ["x", "Index 1#1"], jsonDecoder: []), configure: deferred),
      row("custom Data", W<Data>.self, #"{"x": "text"}"#, configure: custom),
    ]
  }

  static var keys: [Row] {
    let snake: @Sendable (inout FixtureDecoder, JSONDecoder) -> Void = { decoder, reference in
      decoder.keyDecodingStrategy = .convertFromSnakeCase
      reference.keyDecodingStrategy = .convertFromSnakeCase
    }
    let custom: @Sendable (inout FixtureDecoder, JSONDecoder) -> Void = { decoder, reference in
      let convert: @Sendable ([any CodingKey]) -> any CodingKey = { path in
        FixtureDecoderDifferentialTests.AnyKey(
          stringValue: path.last?.stringValue.lowercased() ?? "")
      }
      decoder.keyDecodingStrategy = .custom(convert)
      reference.keyDecodingStrategy = .custom(convert)
    }
    let json = #"""
      {"foo_bar": 1, "_leading": 2, "trailing_": 3, "a__b": 4, "single": 5,
       "values": {"snake_case": 6, "b": 7}}
      """#
    return [
      row(
        "convertFromSnakeCase, and a dictionary's keys kept", SnakeCase.self, json, configure: snake
      ),
      row(
        "convertFromSnakeCase, a key missing", SnakeCase.self, #"{"foo_bar": 1}"#, configure: snake),
      row(
        "convertFromSnakeCase, nested dictionary values", W<[String: W<Int>]>.self,
        #"{"x": {"a_b": {"x": 1}}}"#, configure: snake),
      row("a custom key strategy", W<Int>.self, #"{"X": 1}"#, configure: custom),
    ]
  }

  static var userInfo: [Row] {
    let scaled = row("userInfo reaches init(from:)", W<[Scaled]>.self, #"{"x": [1, 2]}"#) {
      decoder, reference in
      guard let key = Scaled.scale else { return }
      decoder.userInfo[key] = 10
      reference.userInfo[key] = 10
    }
    return [
      Row(name: scaled.name) {
        // The factor must reach both decoders, or the row compares two unscaled values.
        var decoder = FixtureDecoder()
        if let key = Scaled.scale { decoder.userInfo[key] = 10 }
        let made = try? decoder.decode(W<[Scaled]>.self, from: Data(#"{"x": [1, 2]}"#.utf8))
        let scales = made?.x.map(\.value) == [10, 20]
        return scaled.run() + (scales ? [] : ["not scaled: \(made as Any)"])
      }
    ]
  }
}

extension String {
  /// The decimal digits of this non-negative integer plus one.
  fileprivate var bigIntegerPlusOne: String {
    var digits = Array(self)
    var index = digits.count - 1
    while index >= 0 {
      if digits[index] == "9" {
        digits[index] = "0"
        index -= 1
      } else {
        digits[index] = Character(String((digits[index].wholeNumberValue ?? 0) + 1))
        return String(digits)
      }
    }
    return "1" + String(digits)
  }
}
