using Godot;

namespace DiceRolling.Characters;

/// <summary>Ficha visual de um personagem: retrato, sprites, sombra e ajustes de posição do sprite.</summary>
/// <seealso cref="ICharacter"/>
/// <seealso cref="DiceRolling.Components.AnimatedSprite3DComponent"/>
public interface ICharacterAssetSheet
{
    /// <summary>Retrato do personagem, ou <c>null</c>.</summary>
    Texture2D? Portrait { get; set; }

    /// <summary>Quadros animados do sprite do personagem, ou <c>null</c>.</summary>
    SpriteFrames? CharacterSprite { get; set; }

    /// <summary>Tamanho de cada pixel do sprite no mundo 3D.</summary>
    float PixelSize { get; set; }

    /// <summary>Quadros animados da sombra, ou <c>null</c>.</summary>
    SpriteFrames? ShadowSprite { get; set; }

    /// <summary>Indica se a sombra deve ser exibida.</summary>
    bool ShowShadow { get; set; }

    /// <summary>Deslocamento horizontal do sprite.</summary>
    float SpritePositionX { get; set; }

    /// <summary>Deslocamento vertical do sprite.</summary>
    float SpritePositionY { get; set; }
}
