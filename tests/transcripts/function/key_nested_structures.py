import tensorflow as tf

@tf.function
def f(batch):
    print("tracing", batch["ids"], batch["meta"])
    return batch["ids"] * batch["meta"][0]

print(f({"ids": tf.constant([1, 2]), "meta": (3, "x")}))
print(f({"ids": tf.constant([5, 6]), "meta": (3, "x")}))
print(f({"ids": tf.constant([5, 6]), "meta": (4, "x")}))
print(f({"ids": tf.constant([5, 6, 7]), "meta": (4, "x")}))
print(f.experimental_get_tracing_count())
