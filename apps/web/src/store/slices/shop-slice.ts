import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import type { Entity } from "@/store/slices/entity";

export interface ShopState {
  products: Entity[];
  product: Entity | null;
  hasMore: boolean;
  shoppingCart: Entity | null;
}

const initialState: ShopState = { products: [], product: null, hasMore: false, shoppingCart: null };

export const shopSlice = createSlice({
  name: "shop",
  initialState,
  reducers: {
    patchShop(state, action: PayloadAction<Partial<ShopState>>) {
      Object.assign(state, action.payload);
    },
  },
});

export const { patchShop } = shopSlice.actions;
