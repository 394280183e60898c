# Valid: nesting 40 deep works.
print(((((((((((((((((((((((((((((((((((((((((1)))))))))))))))))))))))))))))))))))))))))
print([[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]])
print(----------------------------------------1)
print(not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not not True)
if True:
 if True:
  if True:
   if True:
    if True:
     if True:
      if True:
       if True:
        if True:
         if True:
          if True:
           if True:
            if True:
             if True:
              if True:
               if True:
                if True:
                 if True:
                  if True:
                   if True:
                    if True:
                     if True:
                      if True:
                       if True:
                        if True:
                         if True:
                          if True:
                           if True:
                            if True:
                             if True:
                              if True:
                               if True:
                                if True:
                                 if True:
                                  if True:
                                   if True:
                                    if True:
                                     if True:
                                      if True:
                                       if True:
                                        print('40 levels')
