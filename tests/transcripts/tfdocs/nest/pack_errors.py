# mode: modern
# pack_sequence_as's errors: not a sequence, an atom's length, too few items.
import tensorflow as tf
for structure, flat in [([1, 2], 5), ("a", [1, 2]), ([1, (2, 3)], [1, 2])]:
    try:
        tf.nest.pack_sequence_as(structure, flat)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ": " + str(e))
