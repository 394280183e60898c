// TensorFlow's Fingerprint64 (FarmHash's farmhashna::Hash64), the hash behind
// tf.strings.to_hash_bucket_fast and so behind keras.layers.Hashing: the
// same bytes give the same bucket as in TensorFlow, on every platform.
#pragma once

#include <cstdint>
#include <string_view>

namespace minitf {

uint64_t fingerprint64(std::string_view bytes);

}  // namespace minitf
