using DiceRolling.Locations;

namespace DiceRolling.Characters;

/// <summary>Ficha de posicionamento de um personagem: o local (equipe) e o slot que ele ocupa.</summary>
/// <seealso cref="ICharacter"/>
/// <seealso cref="DiceRolling.Stores.CharacterStore.SetLocationType"/>
public interface ICharacterPlacementSheet
{
    /// <summary>Local em que o personagem está, ou <c>null</c>.</summary>
    LocationType? Location { get; set; }

    /// <summary>Índice do slot ocupado no local (0 a 5 numa equipe de 6 slots).</summary>
    int SlotIndex { get; set; }
}
