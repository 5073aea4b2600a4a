import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export interface RegisterModalState {
  isRegisterModalOpened: boolean;
  monthSelected: number | null;
  levelSlug: string | null;
  isPurchaseAll: boolean;
}

export interface GeneralState {
  /** Public (marketing) page: the floating WhatsApp icon stays visible on wide screens. */
  isPublic: boolean;
  openRegisterModal: RegisterModalState;
}

const closedModal: RegisterModalState = {
  isRegisterModalOpened: false,
  monthSelected: null,
  levelSlug: null,
  isPurchaseAll: false,
};

const initialState: GeneralState = { isPublic: true, openRegisterModal: closedModal };

export const generalSlice = createSlice({
  name: "general",
  initialState,
  reducers: {
    setIsPublic(state, action: PayloadAction<boolean>) {
      state.isPublic = action.payload;
    },
    openRegisterModal(
      state,
      action: PayloadAction<{ monthSelected?: number | null; levelSlug?: string | null; isPurchaseAll?: boolean }>,
    ) {
      state.openRegisterModal = {
        isRegisterModalOpened: true,
        monthSelected: action.payload.monthSelected ?? null,
        levelSlug: action.payload.levelSlug ?? null,
        isPurchaseAll: action.payload.isPurchaseAll ?? false,
      };
    },
    closeRegisterModal(state) {
      state.openRegisterModal = closedModal;
    },
  },
});

export const { setIsPublic, openRegisterModal, closeRegisterModal } = generalSlice.actions;
